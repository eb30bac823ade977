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
    let _e58 = v0_;
    let _e61 = consts.c[4];
    let _e64 = r0_;
    r0_ = select(_e64, vec4(dot(_e58, _e61)), vec4<bool>(true, false, false, false));
    let _e66 = v0_;
    let _e69 = consts.c[5];
    let _e72 = r0_;
    r0_ = select(_e72, vec4(dot(_e66, _e69)), vec4<bool>(false, true, false, false));
    let _e74 = v0_;
    let _e77 = consts.c[6];
    let _e80 = r0_;
    r0_ = select(_e80, vec4(dot(_e74, _e77)), vec4<bool>(false, false, true, false));
    let _e82 = v0_;
    let _e85 = consts.c[7];
    let _e88 = r0_;
    r0_ = select(_e88, vec4(dot(_e82, _e85)), vec4<bool>(false, false, false, true));
    let _e90 = r0_;
    let _e93 = r1_;
    r1_ = select(_e93, (_e90 * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).xyyy), vec4<bool>(true, true, false, false));
    let _e96 = r0_;
    let _e99 = r1_;
    let _e102 = r1_;
    r1_ = select(_e102, ((_e96.wwww * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).zzzz) + _e99), vec4<bool>(true, true, false, false));
    let _e104 = r0_;
    let _e105 = r1_;
    r1_ = select(_e105, _e104, vec4<bool>(false, false, true, true));
    let _e108 = r1_;
    o1_ = _e108;
    let _e109 = v0_;
    let _e112 = consts.c[8];
    let _e115 = o2_;
    o2_ = select(_e115, vec4(dot(_e109, _e112)), vec4<bool>(true, false, false, false));
    let _e117 = v1_;
    let _e120 = consts.c[9];
    let _e125 = r2_;
    r2_ = select(_e125, vec4(dot(_e117.xyz, _e120.xyz)), vec4<bool>(true, false, false, false));
    let _e127 = r2_;
    let _e128 = _e127.xxxx;
    let _e131 = consts.c[10];
    o3_ = select(_e131, _e128, (_e128 >= _e131));
    let _e134 = o3_;
    o3_ = saturate(_e134);
    let _e136 = o0_;
    let _e139 = consts.c[256];
    let _e143 = o0_;
    o0_ = select(_e143, (_e136 + (_e139 * _e136.wwww)), vec4<bool>(true, true, true, false));
    let _e146 = o0_;
    let _e147 = o1_;
    let _e148 = o2_;
    let _e149 = o3_;
    return Output(_e146, _e147, _e148, _e149);
}
