struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@builtin(front_facing) front_facing: bool, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var v11_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();

    let _e7 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f), front_facing);
    let _e10 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(1f, -1f, 0f, 0f).yyyy, vec4<f32>(1f, -1f, 0f, 0f).xxxx, (_e7 >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e10 * _e17.xxxx), vec4<bool>(true, true, true, false));
    let _e23 = consts.c[1];
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e20.xyz, _e23.xyz))), vec4<bool>(true, false, false, false));
    let _e31 = (in8_ * _e29.xxxx);
    let _e35 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e7 < vec4<f32>(1f, -1f, 0f, 0f).zzzz)), vec4<bool>(true, false, false, false));
    let _e38 = consts.c[2];
    v11_ = _e7;
    v0_ = _e10;
    v1_ = in8_;
    r0_ = _e17;
    r1_ = _e20;
    r2_ = _e29;
    r3_ = select(_e31, select(_e31, (_e31 * _e38), (_e35.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
    r4_ = _e35;
    if (_e7.x >= vec4<f32>(1f, -1f, 0f, 0f).zzzz.x) {
        let _e56 = r3_;
        let _e59 = consts.c[3];
        r3_ = select(_e56, (_e56 + _e59), vec4<bool>(true, true, true, false));
    }
    let _e62 = r3_;
    return Output(_e62);
}
