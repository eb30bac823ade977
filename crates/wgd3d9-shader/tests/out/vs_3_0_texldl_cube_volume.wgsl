struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;
@group(1) @binding(34) 
var t17_: texture_cube<f32>;
@group(1) @binding(35) 
var s17_: sampler;
@group(1) @binding(36) 
var t18_: texture_3d<f32>;
@group(1) @binding(37) 
var s18_: sampler;
@group(1) @binding(38) 
var t19_: texture_2d<f32>;
@group(1) @binding(39) 
var s19_: sampler;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e16 = consts.c[0];
    let _e22 = consts.c[1];
    let _e28 = consts.c[2];
    let _e34 = consts.c[3];
    let _e38 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e16)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e34)), vec4<bool>(false, false, false, true));
    let _e42 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 2f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e45 = textureSampleLevel(t17_, s17_, _e42.xyz, _e42.w);
    let _e48 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 2f, 0f).xxxx, vec4<bool>(false, false, false, true));
    let _e51 = textureSampleLevel(t18_, s18_, _e48.xyz, _e48.w);
    let _e56 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 2f, 0f).zzzz, vec4<bool>(false, false, true, true));
    let _e59 = textureSampleLevel(t19_, s19_, _e56.xy, _e56.w);
    let _e62 = consts.c[256];
    let _e64 = consts.c[257];
    return Output(select(_e38, ((_e38 * _e64) + (_e62 * _e38.wwww)), vec4<bool>(true, true, true, false)), _e45, (_e51 * _e59), _e56);
}
