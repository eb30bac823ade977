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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var v9_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();

    let _e10 = textureSample(t0_, s0_, in0_.xy);
    v0_ = in0_;
    v8_ = in8_;
    v9_ = in9_;
    r0_ = select((_e10 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f))));
    if true {
        let _e21 = r0_;
        let _e22 = v9_;
        r0_ = select(_e21, (_e21 + _e22), vec4<bool>(true, true, true, false));
    }
    let _e29 = consts[(constant_index + 40u)];
    if !((((_e29.x >> 2u) & 1u) != 0u)) {
        let _e38 = r0_;
        let _e41 = consts[(constant_index + 0u)];
        let _e42 = bitcast<vec4<f32>>(_e41);
        r0_ = select(_e38, select((_e38 * _e42), vec4<f32>(0f, 0f, 0f, 0f), ((_e38 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e42 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e49 = r0_;
    return Output(_e49);
}
