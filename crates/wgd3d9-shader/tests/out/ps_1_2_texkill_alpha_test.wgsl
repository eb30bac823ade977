struct Constants {
    c: array<vec4<f32>, 26>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e11 = consts.c[0];
    let _e13 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e11, (_e11 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e18 = consts.c[1];
    let _e20 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e18, (_e18 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    if any((in0_.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e28 = textureSample(t1_, s1_, in1_.xy);
    return Output(select(select(vec4<f32>(1f, 1f, 1f, 1f), _e20, (_e20 < vec4<f32>(1f, 1f, 1f, 1f))), _e28, ((_e28 + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e13, (_e13 < vec4<f32>(1f, 1f, 1f, 1f))))).wwww >= vec4<f32>(0f, 0f, 0f, 0f))));
}
