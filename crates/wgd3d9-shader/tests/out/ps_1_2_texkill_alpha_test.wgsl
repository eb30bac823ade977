struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e13 = consts[(constant_index + 0u)];
    let _e14 = bitcast<vec4<f32>>(_e13);
    let _e16 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e14, (_e14 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e22 = consts[(constant_index + 1u)];
    let _e23 = bitcast<vec4<f32>>(_e22);
    let _e25 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e23, (_e23 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    if any((in0_.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e33 = textureSample(t1_, s1_, in1_.xy);
    return Output(select(select(vec4<f32>(1f, 1f, 1f, 1f), _e25, (_e25 < vec4<f32>(1f, 1f, 1f, 1f))), _e33, ((_e33 + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e16, (_e16 < vec4<f32>(1f, 1f, 1f, 1f))))).wwww >= vec4<f32>(0f, 0f, 0f, 0f))));
}
