struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var o4_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    let _e33 = v0_;
    let _e36 = consts.c[0];
    let _e39 = o0_;
    o0_ = select(_e39, vec4(dot(_e33, _e36)), vec4<bool>(true, false, false, false));
    let _e42 = v0_;
    let _e45 = consts.c[1];
    let _e48 = o0_;
    o0_ = select(_e48, vec4(dot(_e42, _e45)), vec4<bool>(false, true, false, false));
    let _e51 = v0_;
    let _e54 = consts.c[2];
    let _e57 = o0_;
    o0_ = select(_e57, vec4(dot(_e51, _e54)), vec4<bool>(false, false, true, false));
    let _e60 = v0_;
    let _e63 = consts.c[3];
    let _e66 = o0_;
    o0_ = select(_e66, vec4(dot(_e60, _e63)), vec4<bool>(false, false, false, true));
    let _e69 = v1_;
    let _e72 = consts.c[4];
    let _e77 = r0_;
    r0_ = select(_e77, vec4(dot(_e69.xyz, _e72.xyz)), vec4<bool>(true, false, false, false));
    let _e79 = v1_;
    let _e82 = consts.c[5];
    let _e87 = r0_;
    r0_ = select(_e87, vec4(dot(_e79.xyz, _e82.xyz)), vec4<bool>(false, true, false, false));
    let _e89 = v1_;
    let _e92 = consts.c[6];
    let _e97 = r0_;
    r0_ = select(_e97, vec4(dot(_e89.xyz, _e92.xyz)), vec4<bool>(false, false, true, false));
    let _e99 = v2_;
    let _e102 = consts.c[4];
    let _e107 = r1_;
    r1_ = select(_e107, vec4(dot(_e99.xyz, _e102.xyz)), vec4<bool>(true, false, false, false));
    let _e109 = v2_;
    let _e112 = consts.c[5];
    let _e117 = r1_;
    r1_ = select(_e117, vec4(dot(_e109.xyz, _e112.xyz)), vec4<bool>(false, true, false, false));
    let _e119 = v2_;
    let _e122 = consts.c[6];
    let _e127 = r1_;
    r1_ = select(_e127, vec4(dot(_e119.xyz, _e122.xyz)), vec4<bool>(false, false, true, false));
    let _e129 = r0_;
    let _e130 = r1_;
    let _e133 = cross(_e129.xyz, _e130.xyz);
    let _e139 = r2_;
    r2_ = select(_e139, vec4<f32>(_e133.x, _e133.y, _e133.z, 0f), vec4<bool>(true, true, true, false));
    let _e142 = v3_;
    let _e145 = consts.c[8];
    let _e150 = r3_;
    r3_ = select(_e150, vec4(dot(_e142.xyz, _e145.xyz)), vec4<bool>(true, false, false, false));
    let _e152 = v3_;
    let _e155 = consts.c[9];
    let _e160 = r3_;
    r3_ = select(_e160, vec4(dot(_e152.xyz, _e155.xyz)), vec4<bool>(false, true, false, false));
    let _e162 = r2_;
    let _e165 = consts.c[10];
    let _e170 = r4_;
    r4_ = select(_e170, vec4(dot(_e162.xyz, _e165.xyz)), vec4<bool>(true, false, false, false));
    let _e172 = r2_;
    let _e175 = consts.c[11];
    let _e180 = r4_;
    r4_ = select(_e180, vec4(dot(_e172.xyz, _e175.xyz)), vec4<bool>(false, true, false, false));
    let _e182 = r2_;
    let _e185 = consts.c[12];
    let _e190 = r4_;
    r4_ = select(_e190, vec4(dot(_e182.xyz, _e185.xyz)), vec4<bool>(false, false, true, false));
    let _e192 = r2_;
    let _e195 = consts.c[13];
    let _e200 = r4_;
    r4_ = select(_e200, vec4(dot(_e192.xyz, _e195.xyz)), vec4<bool>(false, false, false, true));
    let _e202 = r3_;
    let _e203 = o1_;
    o1_ = select(_e203, _e202, vec4<bool>(true, true, false, false));
    let _e206 = r0_;
    let _e207 = o2_;
    o2_ = select(_e207, _e206, vec4<bool>(true, true, true, false));
    let _e209 = r2_;
    let _e210 = o3_;
    o3_ = select(_e210, _e209, vec4<bool>(true, true, true, false));
    let _e212 = r4_;
    o4_ = _e212;
    let _e213 = o0_;
    let _e216 = consts.c[256];
    let _e220 = o0_;
    o0_ = select(_e220, (_e213 + (_e216 * _e213.wwww)), vec4<bool>(true, true, true, false));
    let _e222 = o0_;
    let _e223 = o1_;
    let _e224 = o2_;
    let _e225 = o3_;
    let _e226 = o4_;
    return Output(_e222, _e223, _e224, _e225, _e226);
}
