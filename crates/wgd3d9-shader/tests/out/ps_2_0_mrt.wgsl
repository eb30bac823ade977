struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e10 = textureSample(t0_, s0_, in0_.xy);
    let _e11 = in1_.xyz;
    let _e12 = in1_.xyz;
    let _e14 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e18 = select((_e11 * _e12), _e14, ((_e11 == _e14) | (_e12 == _e14)));
    let _e23 = ((_e18.x + _e18.y) + _e18.z);
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e23))), vec4<f32>(0f, 0f, 0f, 0f), (_e23 == 0f)), vec4<bool>(true, true, true, false));
    let _e32 = vec4<f32>(0.5f, 0f, 0f, 1f).xxxx;
    let _e46 = consts.c[1];
    return Output(_e10, select(select(_e31, (select((_e31 * _e32), vec4<f32>(0f, 0f, 0f, 0f), ((_e31 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e32 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)), in2_, _e46);
}
