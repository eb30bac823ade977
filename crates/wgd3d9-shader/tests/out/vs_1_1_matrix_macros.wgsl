struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e27 = consts.c[0];
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e27)), vec4<bool>(true, false, false, false));
    o0_ = _e31;
    let _e34 = consts.c[1];
    let _e38 = select(_e31, vec4(dot(in0_, _e34)), vec4<bool>(false, true, false, false));
    o0_ = _e38;
    let _e41 = consts.c[2];
    let _e45 = select(_e38, vec4(dot(in0_, _e41)), vec4<bool>(false, false, true, false));
    o0_ = _e45;
    let _e48 = consts.c[3];
    let _e52 = select(_e45, vec4(dot(in0_, _e48)), vec4<bool>(false, false, false, true));
    o0_ = _e52;
    let _e55 = consts.c[4];
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in2_.xyz, _e55.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e60;
    let _e63 = consts.c[5];
    let _e68 = select(_e60, vec4(dot(in2_.xyz, _e63.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e68;
    let _e70 = select(vec4<f32>(0f, 0f, 0f, 0f), _e68, vec4<bool>(true, true, false, false));
    o1_ = _e70;
    let _e73 = consts.c[6];
    let _e78 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e73.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e78;
    let _e81 = consts.c[7];
    let _e86 = select(_e78, vec4(dot(in1_.xyz, _e81.xyz)), vec4<bool>(false, true, false, false));
    r1_ = _e86;
    let _e89 = consts.c[8];
    let _e94 = select(_e86, vec4(dot(in1_.xyz, _e89.xyz)), vec4<bool>(false, false, true, false));
    r1_ = _e94;
    let _e97 = consts.c[9];
    let _e102 = select(_e94, vec4(dot(in1_.xyz, _e97.xyz)), vec4<bool>(false, false, false, true));
    r1_ = _e102;
    o2_ = _e102;
    let _e105 = consts.c[10];
    let _e108 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e105)), vec4<bool>(true, false, false, false));
    r2_ = _e108;
    let _e111 = consts.c[11];
    let _e114 = select(_e108, vec4(dot(in0_, _e111)), vec4<bool>(false, true, false, false));
    r2_ = _e114;
    let _e117 = consts.c[12];
    let _e120 = select(_e114, vec4(dot(in0_, _e117)), vec4<bool>(false, false, true, false));
    r2_ = _e120;
    let _e122 = select(vec4<f32>(0f, 0f, 0f, 0f), _e120, vec4<bool>(true, true, true, false));
    o3_ = _e122;
    let _e125 = consts.c[256];
    let _e128 = consts.c[257];
    let _e133 = select(_e52, ((_e52 * _e128) + (_e125 * _e52.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e133;
    return Output(_e133, _e70, _e102, _e122);
}
