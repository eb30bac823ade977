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
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e16 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.3f, 0.59f, 0.11f, 0f), (vec4<f32>(0.3f, 0.59f, 0.11f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e18 = select(vec4<f32>(1f, 1f, 1f, 1f), _e16, (_e16 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e22 = consts[(_e4 + 1u)];
    let _e23 = bitcast<vec4<f32>>(_e22);
    let _e25 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e23, (_e23 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e29 = textureSample(t0_, s0_, in0_.xy);
    let _e31 = textureSample(t1_, s1_, in1_.xy);
    let _e36 = select((_e29 * _e18), vec4<f32>(0f, 0f, 0f, 0f), ((_e29 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e18 == vec4<f32>(0f, 0f, 0f, 0f))));
    return Output(select(_e31, _e29, ((vec4((((_e36.x + _e36.y) + _e36.z) + _e36.w)) + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e25, (_e25 < vec4<f32>(1f, 1f, 1f, 1f))))) >= vec4<f32>(0f, 0f, 0f, 0f))));
}
