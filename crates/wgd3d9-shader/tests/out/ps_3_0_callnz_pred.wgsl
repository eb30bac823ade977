struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e9 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ != vec4<f32>(0f, 0f, 0f, 0f)));
    v0_ = in0_;
    v1_ = in8_;
    r0_ = in8_;
    r1_ = _e9;
    if (_e9.zzzz.x != 0f) {
        let _e18 = r0_;
        let _e22 = consts[(constant_index + 1u)];
        r0_ = select(_e18, (_e18 * bitcast<vec4<f32>>(_e22)), vec4<bool>(true, true, true, false));
    }
    let _e27 = r1_;
    if !((_e27.xxxx.x != 0f)) {
        let _e32 = r0_;
        let _e36 = consts[(constant_index + 2u)];
        r0_ = select(_e32, (_e32 + bitcast<vec4<f32>>(_e36)), vec4<bool>(true, true, true, false));
    }
    let _e40 = r0_;
    return Output(_e40);
}
