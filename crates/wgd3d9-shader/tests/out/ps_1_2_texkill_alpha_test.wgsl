struct Constants {
    c: array<vec4<f32>, 32>,
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
    let _e17 = consts.c[1];
    let _e19 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e17, (_e17 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    if any((in0_.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e27 = textureSample(t1_, s1_, in1_.xy);
    return Output(select(select(vec4<f32>(1f, 1f, 1f, 1f), _e19, (_e19 < vec4<f32>(1f, 1f, 1f, 1f))), _e27, ((_e27 + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e13, (_e13 < vec4<f32>(1f, 1f, 1f, 1f))))).wwww >= vec4<f32>(0f, 0f, 0f, 0f))));
}
