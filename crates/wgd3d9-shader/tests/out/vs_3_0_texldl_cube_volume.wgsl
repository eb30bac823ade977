struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e23 = consts.c[1];
    let _e30 = consts.c[2];
    let _e37 = consts.c[3];
    let _e41 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e16)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    let _e45 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 2f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e48 = textureSampleLevel(t17_, s17_, _e45.xyz, _e45.w);
    let _e51 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 2f, 0f).xxxx, vec4<bool>(false, false, false, true));
    let _e54 = textureSampleLevel(t18_, s18_, _e51.xyz, _e51.w);
    let _e59 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 2f, 0f).zzzz, vec4<bool>(false, false, true, true));
    let _e62 = textureSampleLevel(t19_, s19_, _e59.xy, _e59.w);
    let _e66 = consts.c[256];
    let _e69 = consts.c[257];
    return Output(select(_e41, ((_e41 * _e69) + (_e66 * _e41.wwww)), vec4<bool>(true, true, true, false)), _e48, (_e54 * _e62), _e59);
}
