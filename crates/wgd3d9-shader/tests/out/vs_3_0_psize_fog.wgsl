struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e21 = consts.c[0];
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e21)), vec4<bool>(true, false, false, false));
    r0_ = _e25;
    let _e28 = consts.c[1];
    let _e32 = select(_e25, vec4(dot(in0_, _e28)), vec4<bool>(false, true, false, false));
    r0_ = _e32;
    let _e35 = consts.c[2];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, false, true, false));
    r0_ = _e39;
    let _e42 = consts.c[3];
    let _e46 = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, false, false, true));
    r0_ = _e46;
    o0_ = _e46;
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e46.wwww * vec4<f32>(1f, 0.01f, 0f, 0f).yyyy) + vec4<f32>(1f, 0.01f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false));
    r1_ = _e52;
    let _e58 = select(_e52, vec4((1f / _e52.xxxx.x)), vec4<bool>(true, false, false, false));
    r1_ = _e58;
    o1_ = (in1_.xxxx * _e58.xxxx);
    let _e65 = consts.c[5];
    let _e70 = saturate(((_e46.zzzz * _e65.xxxx) + _e65.yyyy));
    o2_ = _e70;
    let _e73 = consts.c[256];
    let _e76 = consts.c[257];
    let _e82 = select(_e46, ((_e46 * _e76) + (_e73 * _e46.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e82;
    return Output(_e82, _e70);
}
