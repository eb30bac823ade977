struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e11 = textureSample(t0_, s0_, in0_.xy);
    v0_ = in0_;
    v1_ = in1_;
    r0_ = _e11;
    if true {
        let _e16 = v1_;
        let _e18 = textureSample(t1_, s1_, _e16.xy);
        let _e19 = r0_;
        r1_ = _e18;
        r0_ = select((_e19 * _e18), vec4<f32>(0f, 0f, 0f, 0f), ((_e19 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e18 == vec4<f32>(0f, 0f, 0f, 0f))));
    }
    let _e26 = r0_;
    return Output(_e26);
}
