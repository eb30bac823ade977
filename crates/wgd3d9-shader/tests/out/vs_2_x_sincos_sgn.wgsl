struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e25 = v0_;
    let _e28 = consts.c[0];
    let _e31 = o0_;
    o0_ = select(_e31, vec4(dot(_e25, _e28)), vec4<bool>(true, false, false, false));
    let _e34 = v0_;
    let _e37 = consts.c[1];
    let _e40 = o0_;
    o0_ = select(_e40, vec4(dot(_e34, _e37)), vec4<bool>(false, true, false, false));
    let _e43 = v0_;
    let _e46 = consts.c[2];
    let _e49 = o0_;
    o0_ = select(_e49, vec4(dot(_e43, _e46)), vec4<bool>(false, false, true, false));
    let _e52 = v0_;
    let _e55 = consts.c[3];
    let _e58 = o0_;
    o0_ = select(_e58, vec4(dot(_e52, _e55)), vec4<bool>(false, false, false, true));
    let _e61 = v1_;
    r0_ = _e61;
    let _e62 = r0_;
    let _e69 = r1_;
    r1_ = select(_e69, vec4<f32>(cos(_e62.xxxx.x), sin(_e62.xxxx.x), 0f, 0f), vec4<bool>(true, false, false, false));
    let _e71 = r0_;
    let _e78 = r3_;
    r3_ = select(_e78, vec4<f32>(cos(_e71.yyyy.x), sin(_e71.yyyy.x), 0f, 0f), vec4<bool>(false, true, false, false));
    let _e80 = r3_;
    let _e82 = r1_;
    r1_ = select(_e82, _e80.yyyy, vec4<bool>(false, true, false, false));
    let _e84 = r0_;
    r4_ = _e84;
    let _e85 = r0_;
    r5_ = _e85;
    let _e86 = r0_;
    r2_ = sign(_e86);
    let _e88 = r2_;
    let _e90 = r1_;
    let _e93 = r1_;
    r1_ = select(_e93, (_e88.xyxy * _e90.xyxy), vec4<bool>(false, false, true, true));
    let _e96 = r1_;
    o1_ = _e96;
    let _e97 = o0_;
    let _e100 = consts.c[256];
    let _e104 = o0_;
    o0_ = select(_e104, (_e97 + (_e100 * _e97.wwww)), vec4<bool>(true, true, true, false));
    let _e107 = o0_;
    let _e108 = o1_;
    return Output(_e107, _e108);
}
