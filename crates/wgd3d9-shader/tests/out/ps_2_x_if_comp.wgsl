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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e10 = textureSample(t0_, s0_, in0_.xy);
    let _e14 = consts[(constant_index + 1u)];
    let _e16 = _e10.xyz;
    let _e17 = bitcast<vec4<f32>>(_e14).xyz;
    let _e19 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e23 = select((_e16 * _e17), _e19, ((_e16 == _e19) | (_e17 == _e19)));
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e23.x + _e23.y) + _e23.z)), vec4<bool>(true, false, false, false));
    v0_ = in0_;
    v8_ = in8_;
    r0_ = _e10;
    r1_ = _e31;
    r2_ = in8_;
    if (_e31.xxxx.x < vec4<f32>(0.5f, 0f, 1f, 0.25f).xxxx.x) {
        let _e42 = r2_;
        let _e43 = vec4<f32>(0.5f, 0f, 1f, 0.25f).wwww;
        r2_ = select(_e42, select((_e42 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e42 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    } else {
        let _e51 = r2_;
        r2_ = select(_e51, (_e51 + vec4<f32>(0.5f, 0f, 1f, 0.25f).wwww), vec4<bool>(true, true, true, false));
    }
    let _e55 = r0_;
    if (_e55.wwww.x >= vec4<f32>(0.5f, 0f, 1f, 0.25f).zzzz.x) {
        let _e62 = r2_;
        r2_ = select(_e62, vec4<f32>(0.5f, 0f, 1f, 0.25f).zzzz, vec4<bool>(false, false, false, true));
    }
    let _e65 = r0_;
    let _e66 = r2_;
    return Output(select((_e65 * _e66), vec4<f32>(0f, 0f, 0f, 0f), ((_e65 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e66 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
