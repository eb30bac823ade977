struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e19 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e19;
    let _e20 = in1_.xyz;
    let _e21 = in1_.xyz;
    let _e23 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e27 = select((_e20 * _e21), _e23, ((_e20 == _e23) | (_e21 == _e23)));
    let _e32 = ((_e27.x + _e27.y) + _e27.z);
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e32))), vec4<f32>(0f, 0f, 0f, 0f), (_e32 == 0f)), vec4<bool>(true, true, true, false));
    r1_ = _e40;
    let _e43 = consts.c[0];
    let _e44 = _e40.xyz;
    let _e45 = _e43.xyz;
    let _e47 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e51 = select((_e44 * _e45), _e47, ((_e44 == _e47) | (_e45 == _e47)));
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e51.x + _e51.y) + _e51.z)), vec4<bool>(true, false, false, false));
    r2_ = _e59;
    let _e60 = _e59.xxxx;
    let _e66 = select(_e19, select((_e19 * _e60), vec4<f32>(0f, 0f, 0f, 0f), ((_e19 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e60 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e66;
    let _e69 = consts.c[1];
    let _e77 = select(_e66, (select((_e66 * _e69), vec4<f32>(0f, 0f, 0f, 0f), ((_e66 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e69 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e69.wwww), vec4<bool>(true, true, true, false));
    r0_ = _e77;
    let _e80 = consts.c[2];
    let _e83 = select(_e77, _e80.xxxx, vec4<bool>(false, false, false, true));
    r0_ = _e83;
    o0_ = _e83;
    return Output(_e83);
}
