struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e15 = consts[(_e4 + 0u)];
    let _e16 = bitcast<vec4<f32>>(_e15);
    let _e18 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e16, (_e16 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e24 = consts[(_e4 + 1u)];
    let _e25 = bitcast<vec4<f32>>(_e24);
    let _e27 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e25, (_e25 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    if any((in0_.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e35 = textureSample(t1_, s1_, in1_.xy);
    return Output(select(select(vec4<f32>(1f, 1f, 1f, 1f), _e27, (_e27 < vec4<f32>(1f, 1f, 1f, 1f))), _e35, ((_e35 + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e18, (_e18 < vec4<f32>(1f, 1f, 1f, 1f))))).wwww >= vec4<f32>(0f, 0f, 0f, 0f))));
}
