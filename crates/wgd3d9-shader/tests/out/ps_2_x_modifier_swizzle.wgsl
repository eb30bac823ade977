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
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e21 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e21;
    let _e25 = (-(_e21.yzxw) + vec4<f32>(0.5f, -1f, 2f, 0.25f).xxxx);
    r1_ = _e25;
    let _e27 = -(in0_.wzyx);
    let _e28 = vec4<f32>(0.5f, -1f, 2f, 0.25f).zzyy;
    let _e34 = (select((_e27 * _e28), vec4<f32>(0f, 0f, 0f, 0f), ((_e27 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e28 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e21);
    r2_ = _e34;
    let _e35 = abs(_e25);
    r3_ = _e35;
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (-(_e35.zwww) < -(vec4<f32>(0.5f, -1f, 2f, 0.25f).wwww))), vec4<bool>(true, true, false, false));
    r4_ = _e44;
    let _e46 = -(_e34.yxxx);
    let _e47 = _e35.xxxx;
    let _e56 = select(_e34, select(_e34, select((_e46 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e46 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f)))), (_e44.yyyy == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    r2_ = _e56;
    o0_ = _e56;
    return Output(_e56);
}
