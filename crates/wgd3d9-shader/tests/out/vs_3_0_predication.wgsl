struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e22 = v0_;
    let _e25 = consts.c[0];
    let _e28 = o0_;
    o0_ = select(_e28, vec4(dot(_e22, _e25)), vec4<bool>(true, false, false, false));
    let _e31 = v0_;
    let _e34 = consts.c[1];
    let _e37 = o0_;
    o0_ = select(_e37, vec4(dot(_e31, _e34)), vec4<bool>(false, true, false, false));
    let _e40 = v0_;
    let _e43 = consts.c[2];
    let _e46 = o0_;
    o0_ = select(_e46, vec4(dot(_e40, _e43)), vec4<bool>(false, false, true, false));
    let _e49 = v0_;
    let _e52 = consts.c[3];
    let _e55 = o0_;
    o0_ = select(_e55, vec4(dot(_e49, _e52)), vec4<bool>(false, false, false, true));
    let _e58 = v1_;
    r0_ = _e58;
    let _e59 = r0_;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e59 < vec4<f32>(0f, 1f, 0f, 0f).xxxx));
    let _e65 = r0_;
    r1_ = _e65;
    let _e66 = r0_;
    let _e68 = r3_;
    let _e71 = r1_;
    r1_ = select(_e71, -(_e66), (_e68.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e74 = r3_;
    let _e77 = r1_;
    let _e79 = r1_;
    r1_ = select(_e79, select(_e77, vec4<f32>(0f, 1f, 0f, 0f).yyyy, (_e74.wwww == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e81 = r1_;
    let _e88 = r2_;
    r2_ = select(_e88, (_e81 * vec4(inverseSqrt(dot(_e81.xyz, _e81.xyz)))), vec4<bool>(true, true, true, false));
    let _e91 = r2_;
    let _e94 = consts.c[5];
    let _e96 = r3_;
    let _e99 = r2_;
    let _e101 = r2_;
    r2_ = select(_e101, select(_e99, (_e91 * _e94), (_e96.xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e104 = r1_;
    o1_ = _e104;
    o2_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    let _e108 = consts.c[6];
    let _e109 = r3_;
    let _e112 = o2_;
    o2_ = select(_e112, _e108, (_e109.zzzz != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e114 = o0_;
    let _e117 = consts.c[256];
    let _e121 = o0_;
    o0_ = select(_e121, (_e114 + (_e117 * _e114.wwww)), vec4<bool>(true, true, true, false));
    let _e123 = o0_;
    let _e124 = o1_;
    let _e125 = o2_;
    return Output(_e123, _e124, _e125);
}
