struct Constants {
    c: array<vec4<f32>, 40>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e10 = textureSample(t0_, s0_, in0_.xy);
    let _e12 = consts.c[1];
    let _e13 = _e10.xyz;
    let _e14 = _e12.xyz;
    let _e16 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e20 = select((_e13 * _e14), _e16, ((_e13 == _e16) | (_e14 == _e16)));
    let _e28 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e20.x + _e20.y) + _e20.z)), vec4<bool>(true, false, false, false));
    v0_ = in0_;
    v8_ = in8_;
    r0_ = _e10;
    r1_ = _e28;
    r2_ = in8_;
    if (_e28.xxxx.x < vec4<f32>(0.5f, 0f, 1f, 0.25f).xxxx.x) {
        let _e39 = r2_;
        let _e40 = vec4<f32>(0.5f, 0f, 1f, 0.25f).wwww;
        r2_ = select(_e39, select((_e39 * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    } else {
        let _e48 = r2_;
        r2_ = select(_e48, (_e48 + vec4<f32>(0.5f, 0f, 1f, 0.25f).wwww), vec4<bool>(true, true, true, false));
    }
    let _e52 = r0_;
    if (_e52.wwww.x >= vec4<f32>(0.5f, 0f, 1f, 0.25f).zzzz.x) {
        let _e59 = r2_;
        r2_ = select(_e59, vec4<f32>(0.5f, 0f, 1f, 0.25f).zzzz, vec4<bool>(false, false, false, true));
    }
    let _e62 = r0_;
    let _e63 = r2_;
    return Output(select((_e62 * _e63), vec4<f32>(0f, 0f, 0f, 0f), ((_e62 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e63 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
