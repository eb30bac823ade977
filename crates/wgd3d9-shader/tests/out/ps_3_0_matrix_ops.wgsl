struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e10 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)).xy);
    let _e14 = consts[(constant_index + 0u)];
    let _e23 = consts[(constant_index + 1u)];
    let _e32 = consts[(constant_index + 2u)];
    let _e41 = consts[(constant_index + 3u)];
    let _e46 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e10, bitcast<vec4<f32>>(_e14))), vec4<bool>(true, false, false, false)), vec4(dot(_e10, bitcast<vec4<f32>>(_e23))), vec4<bool>(false, true, false, false)), vec4(dot(_e10, bitcast<vec4<f32>>(_e32))), vec4<bool>(false, false, true, false)), vec4(dot(_e10, bitcast<vec4<f32>>(_e41))), vec4<bool>(false, false, false, true));
    let _e50 = consts[(constant_index + 4u)];
    let _e60 = consts[(constant_index + 5u)];
    let _e70 = consts[(constant_index + 6u)];
    let _e76 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e46.xyz, bitcast<vec4<f32>>(_e50).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e46.xyz, bitcast<vec4<f32>>(_e60).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e46.xyz, bitcast<vec4<f32>>(_e70).xyz)), vec4<bool>(false, false, true, false));
    let _e80 = consts[(constant_index + 8u)];
    let _e88 = consts[(constant_index + 9u)];
    let _e96 = consts[(constant_index + 10u)];
    let _e104 = consts[(constant_index + 12u)];
    let _e114 = consts[(constant_index + 13u)];
    let _e124 = consts[(constant_index + 16u)];
    let _e134 = consts[(constant_index + 17u)];
    let _e144 = consts[(constant_index + 18u)];
    let _e154 = consts[(constant_index + 19u)];
    let _e160 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e76.xyz, bitcast<vec4<f32>>(_e124).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e76.xyz, bitcast<vec4<f32>>(_e134).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e76.xyz, bitcast<vec4<f32>>(_e144).xyz)), vec4<bool>(false, false, true, false)), vec4(dot(_e76.xyz, bitcast<vec4<f32>>(_e154).xyz)), vec4<bool>(false, false, false, true));
    let _e163 = select(_e76, (_e76 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e46, bitcast<vec4<f32>>(_e80))), vec4<bool>(true, false, false, false)), vec4(dot(_e46, bitcast<vec4<f32>>(_e88))), vec4<bool>(false, true, false, false)), vec4(dot(_e46, bitcast<vec4<f32>>(_e96))), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    let _e167 = consts[(constant_index + 20u)];
    return Output(select(select(_e160, (_e160 + select(_e163, ((select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e76.xyz, bitcast<vec4<f32>>(_e104).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e76.xyz, bitcast<vec4<f32>>(_e114).xyz)), vec4<bool>(false, true, false, false)) * bitcast<vec4<f32>>(_e167)) + _e163), vec4<bool>(true, true, false, false))), vec4<bool>(true, true, true, false)), _e10.wwww, vec4<bool>(false, false, false, true)));
}
