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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var v9_: vec4<f32> = vec4<f32>();
    var v10_: vec4<f32> = vec4<f32>();
    var v11_: vec4<f32> = vec4<f32>();

    let _e42 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f), front_facing);
    v11_ = _e42;
    let _e44 = v0_;
    let _e46 = select(_e44, in0_, vec4<bool>(true, true, true, false));
    v0_ = _e46;
    v1_ = in8_;
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(1f, -1f, 0f, 0f).yyyy, vec4<f32>(1f, -1f, 0f, 0f).xxxx, (_e42 >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    r0_ = _e53;
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e46 * _e53.xxxx), vec4<bool>(true, true, true, false));
    r1_ = _e56;
    let _e59 = consts.c[1];
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e56.xyz, _e59.xyz))), vec4<bool>(true, false, false, false));
    r2_ = _e65;
    let _e67 = (in8_ * _e65.xxxx);
    r3_ = _e67;
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e42 < vec4<f32>(1f, -1f, 0f, 0f).zzzz)), vec4<bool>(true, false, false, false));
    r4_ = _e71;
    let _e74 = consts.c[2];
    r3_ = select(_e67, select(_e67, (_e67 * _e74), (_e71.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
    if (_e42.x >= vec4<f32>(1f, -1f, 0f, 0f).zzzz.x) {
        let _e84 = r3_;
        let _e87 = consts.c[3];
        r3_ = select(_e84, (_e84 + _e87), vec4<bool>(true, true, true, false));
    }
    let _e90 = r3_;
    o0_ = _e90;
    return Output(_e90);
}
