struct Constants {
    c: array<vec4<f32>, 33>,
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
    let _e37 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * vec4(inverseSqrt(((_e27.x + _e27.y) + _e27.z)))), vec4<bool>(true, true, true, false));
    r1_ = _e37;
    let _e40 = consts.c[0];
    let _e41 = _e37.xyz;
    let _e42 = _e40.xyz;
    let _e44 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e48 = select((_e41 * _e42), _e44, ((_e41 == _e44) | (_e42 == _e44)));
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e48.x + _e48.y) + _e48.z)), vec4<bool>(true, false, false, false));
    r2_ = _e56;
    let _e57 = _e56.xxxx;
    let _e63 = select(_e19, select((_e19 * _e57), vec4<f32>(0f, 0f, 0f, 0f), ((_e19 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e57 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e63;
    let _e66 = consts.c[1];
    let _e74 = select(_e63, (select((_e63 * _e66), vec4<f32>(0f, 0f, 0f, 0f), ((_e63 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e66 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e66.wwww), vec4<bool>(true, true, true, false));
    r0_ = _e74;
    let _e77 = consts.c[2];
    let _e80 = select(_e74, _e77.xxxx, vec4<bool>(false, false, false, true));
    r0_ = _e80;
    o0_ = _e80;
    return Output(_e80);
}
