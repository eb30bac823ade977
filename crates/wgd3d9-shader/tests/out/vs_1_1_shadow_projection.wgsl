struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(8) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e25 = consts.c[0];
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e25)), vec4<bool>(true, false, false, false));
    o0_ = _e29;
    let _e32 = consts.c[1];
    let _e36 = select(_e29, vec4(dot(in0_, _e32)), vec4<bool>(false, true, false, false));
    o0_ = _e36;
    let _e39 = consts.c[2];
    let _e43 = select(_e36, vec4(dot(in0_, _e39)), vec4<bool>(false, false, true, false));
    o0_ = _e43;
    let _e46 = consts.c[3];
    let _e50 = select(_e43, vec4(dot(in0_, _e46)), vec4<bool>(false, false, false, true));
    o0_ = _e50;
    let _e53 = consts.c[4];
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e53)), vec4<bool>(true, false, false, false));
    r0_ = _e56;
    let _e59 = consts.c[5];
    let _e62 = select(_e56, vec4(dot(in0_, _e59)), vec4<bool>(false, true, false, false));
    r0_ = _e62;
    let _e65 = consts.c[6];
    let _e68 = select(_e62, vec4(dot(in0_, _e65)), vec4<bool>(false, false, true, false));
    r0_ = _e68;
    let _e71 = consts.c[7];
    let _e74 = select(_e68, vec4(dot(in0_, _e71)), vec4<bool>(false, false, false, true));
    r0_ = _e74;
    let _e78 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e74 * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).xyyy), vec4<bool>(true, true, false, false));
    r1_ = _e78;
    let _e83 = select(_e78, ((_e74.wwww * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).zzzz) + _e78), vec4<bool>(true, true, false, false));
    r1_ = _e83;
    let _e85 = select(_e83, _e74, vec4<bool>(false, false, true, true));
    r1_ = _e85;
    o1_ = _e85;
    let _e88 = consts.c[8];
    let _e91 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e88)), vec4<bool>(true, false, false, false));
    o2_ = _e91;
    let _e94 = consts.c[9];
    let _e99 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e94.xyz)), vec4<bool>(true, false, false, false));
    r2_ = _e99;
    let _e100 = _e99.xxxx;
    let _e103 = consts.c[10];
    let _e105 = select(_e103, _e100, (_e100 >= _e103));
    o3_ = _e105;
    let _e106 = saturate(_e105);
    o3_ = _e106;
    let _e109 = consts.c[256];
    let _e114 = select(_e50, (_e50 + (_e109 * _e50.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e114;
    return Output(_e114, _e85, _e91, _e106);
}
