struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e8 = consts[(constant_index + 0u)];
    let _e13 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_count = clamp(_e13.x, 0i, 255i);
    loop_step = _e13.z;
    v0_ = in0_;
    r0_ = in0_;
    r1_ = bitcast<vec4<f32>>(_e8);
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e13.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e29 = loop_count;
        if (_e29 <= 0i) {
            break;
        }
        loop_count = (_e29 - 1i);
        let _e32 = r0_;
        let _e36 = consts[(constant_index + 1u)];
        let _e38 = r1_;
        let _e44 = consts[(constant_index + 2u)];
        let _e47 = loop_step;
        let _e49 = r2_;
        r1_ = (((_e32 * bitcast<vec4<f32>>(_e36)) + _e38) * bitcast<vec4<f32>>(_e44));
        r2_ = select(_e49, vec4((_e49.x + f32(_e47))), vec4<bool>(true, false, false, false));
    }
    let _e54 = r1_;
    return Output(_e54);
}
