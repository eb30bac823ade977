struct Constants {
    c: array<vec4<f32>, 257>,
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
    let _e24 = v0_;
    let _e27 = consts.c[0];
    let _e30 = o0_;
    o0_ = select(_e30, vec4(dot(_e24, _e27)), vec4<bool>(true, false, false, false));
    let _e33 = v0_;
    let _e36 = consts.c[1];
    let _e39 = o0_;
    o0_ = select(_e39, vec4(dot(_e33, _e36)), vec4<bool>(false, true, false, false));
    let _e42 = v0_;
    let _e45 = consts.c[2];
    let _e48 = o0_;
    o0_ = select(_e48, vec4(dot(_e42, _e45)), vec4<bool>(false, false, true, false));
    let _e51 = v0_;
    let _e54 = consts.c[3];
    let _e57 = o0_;
    o0_ = select(_e57, vec4(dot(_e51, _e54)), vec4<bool>(false, false, false, true));
    let _e60 = v2_;
    let _e63 = consts.c[4];
    let _e68 = r0_;
    r0_ = select(_e68, vec4(dot(_e60.xyz, _e63.xyz)), vec4<bool>(true, false, false, false));
    let _e70 = v2_;
    let _e73 = consts.c[5];
    let _e78 = r0_;
    r0_ = select(_e78, vec4(dot(_e70.xyz, _e73.xyz)), vec4<bool>(false, true, false, false));
    let _e80 = r0_;
    let _e81 = o1_;
    o1_ = select(_e81, _e80, vec4<bool>(true, true, false, false));
    let _e84 = v1_;
    let _e87 = consts.c[6];
    let _e92 = r1_;
    r1_ = select(_e92, vec4(dot(_e84.xyz, _e87.xyz)), vec4<bool>(true, false, false, false));
    let _e94 = v1_;
    let _e97 = consts.c[7];
    let _e102 = r1_;
    r1_ = select(_e102, vec4(dot(_e94.xyz, _e97.xyz)), vec4<bool>(false, true, false, false));
    let _e104 = v1_;
    let _e107 = consts.c[8];
    let _e112 = r1_;
    r1_ = select(_e112, vec4(dot(_e104.xyz, _e107.xyz)), vec4<bool>(false, false, true, false));
    let _e114 = v1_;
    let _e117 = consts.c[9];
    let _e122 = r1_;
    r1_ = select(_e122, vec4(dot(_e114.xyz, _e117.xyz)), vec4<bool>(false, false, false, true));
    let _e124 = r1_;
    o2_ = _e124;
    let _e125 = v0_;
    let _e128 = consts.c[10];
    let _e131 = r2_;
    r2_ = select(_e131, vec4(dot(_e125, _e128)), vec4<bool>(true, false, false, false));
    let _e133 = v0_;
    let _e136 = consts.c[11];
    let _e139 = r2_;
    r2_ = select(_e139, vec4(dot(_e133, _e136)), vec4<bool>(false, true, false, false));
    let _e141 = v0_;
    let _e144 = consts.c[12];
    let _e147 = r2_;
    r2_ = select(_e147, vec4(dot(_e141, _e144)), vec4<bool>(false, false, true, false));
    let _e149 = r2_;
    let _e150 = o3_;
    o3_ = select(_e150, _e149, vec4<bool>(true, true, true, false));
    let _e153 = o0_;
    let _e156 = consts.c[256];
    let _e160 = o0_;
    o0_ = select(_e160, (_e153 + (_e156 * _e153.wwww)), vec4<bool>(true, true, true, false));
    let _e162 = o0_;
    let _e163 = o1_;
    let _e164 = o2_;
    let _e165 = o3_;
    return Output(_e162, _e163, _e164, _e165);
}
