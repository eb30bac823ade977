struct Constants {
    c: array<vec4<f32>, 34>,
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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e15 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e15;
    let _e16 = _e15.wwww;
    let _e17 = vec4<f32>(2f, -1f, 1f, 0.5f).xxxx;
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e16 * _e17), vec4<f32>(0f, 0f, 0f, 0f), ((_e16 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e17 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).yyyy), vec4<bool>(true, false, false, false));
    r1_ = _e26;
    let _e27 = _e15.yyyy;
    let _e28 = vec4<f32>(2f, -1f, 1f, 0.5f).xxxx;
    let _e37 = select(_e26, (select((_e27 * _e28), vec4<f32>(0f, 0f, 0f, 0f), ((_e27 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e28 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).yyyy), vec4<bool>(false, true, false, false));
    r1_ = _e37;
    let _e39 = _e37.xy;
    let _e40 = -(_e37).xy;
    let _e42 = vec4<f32>(0f, 0f, 0f, 0f).xy;
    let _e46 = select((_e39 * _e40), _e42, ((_e39 == _e42) | (_e40 == _e42)));
    let _e55 = select(_e37, vec4(((_e46.x + _e46.y) + vec4<f32>(2f, -1f, 1f, 0.5f).zzzz.x)), vec4<bool>(false, false, true, false));
    r1_ = _e55;
    let _e62 = select(_e55, vec4(inverseSqrt(abs(_e55.zzzz.x))), vec4<bool>(false, false, false, true));
    r1_ = _e62;
    let _e68 = select(_e62, vec4((1f / _e62.wwww.x)), vec4<bool>(false, false, true, false));
    r1_ = _e68;
    let _e69 = vec4<f32>(2f, -1f, 1f, 0.5f).wwww;
    let _e78 = select(_e68, (select((_e68 * _e69), vec4<f32>(0f, 0f, 0f, 0f), ((_e68 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e69 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).wwww), vec4<bool>(true, true, true, false));
    r1_ = _e78;
    let _e80 = select(_e78, vec4<f32>(2f, -1f, 1f, 0.5f).zzzz, vec4<bool>(false, false, false, true));
    r1_ = _e80;
    o0_ = _e80;
    return Output(_e80);
}
