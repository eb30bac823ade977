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
    var r3_: vec4<f32> = vec4<f32>();
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
    let _e29 = consts.c[0];
    let _e33 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e29)), vec4<bool>(true, false, false, false));
    o0_ = _e33;
    let _e36 = consts.c[1];
    let _e40 = select(_e33, vec4(dot(in0_, _e36)), vec4<bool>(false, true, false, false));
    o0_ = _e40;
    let _e43 = consts.c[2];
    let _e47 = select(_e40, vec4(dot(in0_, _e43)), vec4<bool>(false, false, true, false));
    o0_ = _e47;
    let _e50 = consts.c[3];
    let _e54 = select(_e47, vec4(dot(in0_, _e50)), vec4<bool>(false, false, false, true));
    o0_ = _e54;
    let _e57 = consts.c[4];
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in2_.xyz, _e57.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e62;
    let _e65 = consts.c[5];
    let _e70 = select(_e62, vec4(dot(in2_.xyz, _e65.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e70;
    let _e72 = select(vec4<f32>(0f, 0f, 0f, 0f), _e70, vec4<bool>(true, true, false, false));
    o1_ = _e72;
    let _e75 = consts.c[6];
    let _e80 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e75.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e80;
    let _e83 = consts.c[7];
    let _e88 = select(_e80, vec4(dot(in1_.xyz, _e83.xyz)), vec4<bool>(false, true, false, false));
    r1_ = _e88;
    let _e91 = consts.c[8];
    let _e96 = select(_e88, vec4(dot(in1_.xyz, _e91.xyz)), vec4<bool>(false, false, true, false));
    r1_ = _e96;
    let _e99 = consts.c[9];
    let _e104 = select(_e96, vec4(dot(in1_.xyz, _e99.xyz)), vec4<bool>(false, false, false, true));
    r1_ = _e104;
    o2_ = _e104;
    let _e110 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(in2_.xxxx.x))), vec4<bool>(true, false, false, false));
    r2_ = _e110;
    let _e116 = select(_e110, vec4(log2(abs(in2_.yyyy.x))), vec4<bool>(false, true, false, false));
    r2_ = _e116;
    let _e119 = consts.c[10];
    let _e122 = select(_e116, (_e116 * _e119.xxxx), vec4<bool>(true, true, false, false));
    r2_ = _e122;
    let _e127 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(_e122.xxxx.x)), vec4<bool>(true, false, false, false));
    r3_ = _e127;
    let _e132 = select(_e127, vec4(exp2(_e122.yyyy.x)), vec4<bool>(false, true, false, false));
    r3_ = _e132;
    let _e133 = select(vec4<f32>(0f, 0f, 0f, 0f), _e132, vec4<bool>(true, true, false, false));
    o3_ = _e133;
    let _e136 = consts.c[256];
    let _e139 = consts.c[257];
    let _e145 = select(_e54, ((_e54 * _e139) + (_e136 * _e54.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e145;
    return Output(_e145, _e72, _e104, _e133);
}
