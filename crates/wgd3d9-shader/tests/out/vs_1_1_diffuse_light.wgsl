struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
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
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e21 = consts.c[0];
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e21)), vec4<bool>(true, false, false, false));
    o0_ = _e25;
    let _e28 = consts.c[1];
    let _e32 = select(_e25, vec4(dot(in0_, _e28)), vec4<bool>(false, true, false, false));
    o0_ = _e32;
    let _e35 = consts.c[2];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, false, true, false));
    o0_ = _e39;
    let _e42 = consts.c[3];
    let _e46 = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, false, false, true));
    o0_ = _e46;
    let _e49 = consts.c[4];
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e49.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e54;
    let _e57 = consts.c[5];
    let _e62 = select(_e54, vec4(dot(in1_.xyz, _e57.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e62;
    let _e65 = consts.c[6];
    let _e70 = select(_e62, vec4(dot(in1_.xyz, _e65.xyz)), vec4<bool>(false, false, true, false));
    r0_ = _e70;
    let _e73 = consts.c[7];
    let _e79 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e70.xyz, -(_e73).xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e79;
    let _e80 = _e79.xxxx;
    let _e81 = vec4<f32>(0f, 0.5f, 1f, 2f).xxxx;
    let _e84 = select(_e79, select(_e81, _e80, (_e80 >= _e81)), vec4<bool>(true, false, false, false));
    r1_ = _e84;
    let _e88 = consts.c[9];
    let _e89 = (_e84.xxxx * _e88);
    r2_ = _e89;
    let _e92 = consts.c[10];
    let _e93 = (_e89 + _e92);
    o1_ = _e93;
    let _e94 = saturate(_e93);
    o1_ = _e94;
    let _e97 = consts.c[256];
    let _e102 = select(_e46, (_e46 + (_e97 * _e46.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e102;
    return Output(_e102, _e94);
}
