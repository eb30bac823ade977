struct Constants {
    c: array<vec4<f32>, 225>,
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

    v11_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f), front_facing);
    let _e43 = v0_;
    v0_ = select(_e43, in0_, vec4<bool>(true, true, true, false));
    v1_ = in8_;
    let _e47 = v11_;
    let _e53 = r0_;
    r0_ = select(_e53, select(vec4<f32>(1f, -1f, 0f, 0f).yyyy, vec4<f32>(1f, -1f, 0f, 0f).xxxx, (_e47 >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e56 = v0_;
    let _e57 = r0_;
    let _e60 = r1_;
    r1_ = select(_e60, (_e56 * _e57.xxxx), vec4<bool>(true, true, true, false));
    let _e62 = r1_;
    let _e65 = consts.c[1];
    let _e71 = r2_;
    r2_ = select(_e71, saturate(vec4(dot(_e62.xyz, _e65.xyz))), vec4<bool>(true, false, false, false));
    let _e73 = v1_;
    let _e74 = r2_;
    r3_ = (_e73 * _e74.xxxx);
    let _e77 = v11_;
    let _e81 = r4_;
    r4_ = select(_e81, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e77 < vec4<f32>(1f, -1f, 0f, 0f).zzzz)), vec4<bool>(true, false, false, false));
    let _e83 = r3_;
    let _e86 = consts.c[2];
    let _e88 = r4_;
    let _e91 = r3_;
    let _e93 = r3_;
    r3_ = select(_e93, select(_e91, (_e83 * _e86), (_e88.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
    let _e95 = v11_;
    if (_e95.x >= vec4<f32>(1f, -1f, 0f, 0f).zzzz.x) {
        let _e100 = r3_;
        let _e103 = consts.c[3];
        let _e105 = r3_;
        r3_ = select(_e105, (_e100 + _e103), vec4<bool>(true, true, true, false));
    }
    let _e107 = r3_;
    o0_ = _e107;
    let _e108 = o0_;
    return Output(_e108);
}
