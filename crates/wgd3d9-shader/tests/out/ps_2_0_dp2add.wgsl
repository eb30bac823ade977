struct Constants {
    c: array<vec4<f32>, 33>,
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
    let _e13 = v0_;
    let _e15 = textureSample(t0_, s0_, _e13.xy);
    r0_ = _e15;
    let _e16 = r0_;
    let _e17 = _e16.wwww;
    let _e18 = vec4<f32>(2f, -1f, 1f, 0.5f).xxxx;
    let _e27 = r1_;
    r1_ = select(_e27, (select((_e17 * _e18), vec4<f32>(0f, 0f, 0f, 0f), ((_e17 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e18 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).yyyy), vec4<bool>(true, false, false, false));
    let _e30 = r0_;
    let _e31 = _e30.yyyy;
    let _e32 = vec4<f32>(2f, -1f, 1f, 0.5f).xxxx;
    let _e40 = r1_;
    r1_ = select(_e40, (select((_e31 * _e32), vec4<f32>(0f, 0f, 0f, 0f), ((_e31 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e32 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).yyyy), vec4<bool>(false, true, false, false));
    let _e43 = r1_;
    let _e44 = r1_;
    let _e46 = _e43.xy;
    let _e47 = -(_e44).xy;
    let _e49 = vec4<f32>(0f, 0f, 0f, 0f).xy;
    let _e53 = select((_e46 * _e47), _e49, ((_e46 == _e49) | (_e47 == _e49)));
    let _e61 = r1_;
    r1_ = select(_e61, vec4(((_e53.x + _e53.y) + vec4<f32>(2f, -1f, 1f, 0.5f).zzzz.x)), vec4<bool>(false, false, true, false));
    let _e64 = r1_;
    let _e70 = r1_;
    r1_ = select(_e70, vec4(inverseSqrt(abs(_e64.zzzz.x))), vec4<bool>(false, false, false, true));
    let _e73 = r1_;
    let _e79 = r1_;
    r1_ = select(_e79, vec4((1f / _e73.wwww.x)), vec4<bool>(false, false, true, false));
    let _e81 = r1_;
    let _e82 = vec4<f32>(2f, -1f, 1f, 0.5f).wwww;
    let _e90 = r1_;
    r1_ = select(_e90, (select((_e81 * _e82), vec4<f32>(0f, 0f, 0f, 0f), ((_e81 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e82 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).wwww), vec4<bool>(true, true, true, false));
    let _e94 = r1_;
    r1_ = select(_e94, vec4<f32>(2f, -1f, 1f, 0.5f).zzzz, vec4<bool>(false, false, false, true));
    let _e96 = r1_;
    o0_ = _e96;
    let _e97 = o0_;
    return Output(_e97);
}
