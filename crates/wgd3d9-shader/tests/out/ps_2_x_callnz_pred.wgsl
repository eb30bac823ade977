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
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e9 = textureSample(t0_, s0_, in0_.xy);
    let _e12 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e9 > vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    v0_ = in0_;
    r0_ = _e9;
    r1_ = _e12;
    if (_e12.xxxx.x != 0f) {
        let _e20 = r0_;
        let _e24 = consts[(constant_index + 1u)];
        let _e25 = bitcast<vec4<f32>>(_e24);
        r0_ = select(_e20, select((_e20 * _e25), vec4<f32>(0f, 0f, 0f, 0f), ((_e20 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e25 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e33 = r1_;
    if !((_e33.wwww.x != 0f)) {
        let _e39 = r0_;
        r0_ = select(_e39, vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f).xxxx, vec4<bool>(false, false, false, true));
    }
    let _e42 = r0_;
    return Output(_e42);
}
