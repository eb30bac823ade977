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
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e16 > vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    let _e21 = r1_;
    if (_e21.xxxx.x != 0f) {
        let _e26 = r0_;
        let _e29 = consts.c[1];
        let _e35 = r0_;
        r0_ = select(_e35, select((_e26 * _e29), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e29 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e38 = r1_;
    if !((_e38.wwww.x != 0f)) {
        let _e45 = r0_;
        r0_ = select(_e45, vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f).xxxx, vec4<bool>(false, false, false, true));
    }
    let _e48 = r0_;
    o0_ = _e48;
    let _e49 = o0_;
    return Output(_e49);
}
