struct Constants {
    c: array<vec4<f32>, 258>,
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
    o3_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e26 = consts.c[0];
    let _e30 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e26)), vec4<bool>(true, false, false, false));
    o0_ = _e30;
    let _e33 = consts.c[1];
    let _e37 = select(_e30, vec4(dot(in0_, _e33)), vec4<bool>(false, true, false, false));
    o0_ = _e37;
    let _e40 = consts.c[2];
    let _e44 = select(_e37, vec4(dot(in0_, _e40)), vec4<bool>(false, false, true, false));
    o0_ = _e44;
    let _e47 = consts.c[3];
    let _e51 = select(_e44, vec4(dot(in0_, _e47)), vec4<bool>(false, false, false, true));
    o0_ = _e51;
    let _e54 = consts.c[4];
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e54)), vec4<bool>(true, false, false, false));
    r0_ = _e57;
    let _e60 = consts.c[5];
    let _e63 = select(_e57, vec4(dot(in0_, _e60)), vec4<bool>(false, true, false, false));
    r0_ = _e63;
    let _e66 = consts.c[6];
    let _e69 = select(_e63, vec4(dot(in0_, _e66)), vec4<bool>(false, false, true, false));
    r0_ = _e69;
    let _e72 = consts.c[7];
    let _e75 = select(_e69, vec4(dot(in0_, _e72)), vec4<bool>(false, false, false, true));
    r0_ = _e75;
    let _e79 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e75 * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).xyyy), vec4<bool>(true, true, false, false));
    r1_ = _e79;
    let _e84 = select(_e79, ((_e75.wwww * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).zzzz) + _e79), vec4<bool>(true, true, false, false));
    r1_ = _e84;
    let _e86 = select(_e84, _e75, vec4<bool>(false, false, true, true));
    r1_ = _e86;
    o1_ = _e86;
    let _e89 = consts.c[8];
    let _e92 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e89)), vec4<bool>(true, false, false, false));
    o2_ = _e92;
    let _e95 = consts.c[9];
    let _e100 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e95.xyz)), vec4<bool>(true, false, false, false));
    r2_ = _e100;
    let _e101 = _e100.xxxx;
    let _e104 = consts.c[10];
    let _e106 = select(_e104, _e101, (_e101 >= _e104));
    o3_ = _e106;
    let _e107 = saturate(_e106);
    o3_ = _e107;
    let _e110 = consts.c[256];
    let _e113 = consts.c[257];
    let _e119 = select(_e51, ((_e51 * _e113) + (_e110 * _e51.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e119;
    return Output(_e119, _e86, _e92, _e107);
}
