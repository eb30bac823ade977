struct Output {
    @builtin(frag_depth) out0_: f32,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e17 = textureSample(t0_, s0_, in0_.xy);
    let _e18 = in1_.xyz;
    let _e19 = _e17.xyz;
    let _e21 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e25 = select((_e18 * _e19), _e21, ((_e18 == _e21) | (_e19 == _e21)));
    let _e34 = in2_.xyz;
    let _e35 = _e17.xyz;
    let _e37 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e41 = select((_e34 * _e35), _e37, ((_e34 == _e37) | (_e35 == _e37)));
    let _e49 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e25.x + _e25.y) + _e25.z)), vec4<bool>(true, false, false, false)), vec4(((_e41.x + _e41.y) + _e41.z)), vec4<bool>(false, true, false, false));
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e49.y)), vec4<bool>(true, false, false, false));
    let _e55 = _e49.xxxx;
    let _e66 = select(select(_e54, select((_e54 * _e55), vec4<f32>(0f, 0f, 0f, 0f), ((_e54 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e55 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e49.yyyy == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e72 = textureSample(t3_, s3_, in3_.xy);
    return Output(select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e66.xxxx, vec4<f32>(1f, 1f, 1f, 1f), _e66.yyyy), vec4<bool>(true, false, false, false)).x, select((_e72 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e72 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))));
}
