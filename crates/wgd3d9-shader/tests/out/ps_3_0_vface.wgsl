struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @builtin(front_facing) front_facing: bool, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var v11_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();

    let _e8 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f), front_facing);
    let _e11 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(1f, -1f, 0f, 0f).yyyy, vec4<f32>(1f, -1f, 0f, 0f).xxxx, (_e8 >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e11 * _e18.xxxx), vec4<bool>(true, true, true, false));
    let _e25 = consts[(constant_index + 1u)];
    let _e32 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e21.xyz, bitcast<vec4<f32>>(_e25).xyz))), vec4<bool>(true, false, false, false));
    let _e34 = (in8_ * _e32.xxxx);
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e8 < vec4<f32>(1f, -1f, 0f, 0f).zzzz)), vec4<bool>(true, false, false, false));
    let _e42 = consts[(constant_index + 2u)];
    v11_ = _e8;
    v0_ = _e11;
    v1_ = in8_;
    r0_ = _e18;
    r1_ = _e21;
    r2_ = _e32;
    r3_ = select(_e34, select(_e34, (_e34 * bitcast<vec4<f32>>(_e42)), (_e38.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
    r4_ = _e38;
    if (_e8.x >= vec4<f32>(1f, -1f, 0f, 0f).zzzz.x) {
        let _e61 = r3_;
        let _e65 = consts[(constant_index + 3u)];
        r3_ = select(_e61, (_e61 + bitcast<vec4<f32>>(_e65)), vec4<bool>(true, true, true, false));
    }
    let _e69 = r3_;
    return Output(_e69);
}
