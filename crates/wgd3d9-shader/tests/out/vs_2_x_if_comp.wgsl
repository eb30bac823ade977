struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e37 = consts[(_e4 + 3u)];
    let _e45 = consts[(_e4 + 5u)];
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e45.xyz)), vec4<bool>(true, false, false, false));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    r0_ = _e50;
    r1_ = vec4<f32>(0f, 0.5f, 1f, 0f).xxxx;
    if (_e50.xxxx.x > vec4<f32>(0f, 0.5f, 1f, 0f).xxxx.x) {
        let _e63 = r0_;
        let _e68 = consts[(_e4 + 6u)];
        r1_ = (_e63.xxxx * _e68);
    }
    let _e70 = r0_;
    if (_e70.xxxx.x < vec4<f32>(0f, 0.5f, 1f, 0f).yyyy.x) {
        let _e76 = r1_;
        let _e80 = consts[(_e4 + 7u)];
        r1_ = (_e76 + _e80);
    } else {
        let _e82 = r1_;
        let _e86 = consts[(_e4 + 8u)];
        r1_ = (_e82 + _e86);
    }
    let _e88 = r1_;
    if (_e88.wwww.x >= vec4<f32>(0f, 0.5f, 1f, 0f).zzzz.x) {
        let _e95 = r1_;
        r1_ = select(_e95, vec4<f32>(0f, 0.5f, 1f, 0f).zzzz, vec4<bool>(false, false, false, true));
    }
    let _e97 = r1_;
    let _e99 = o0_;
    let _e103 = consts[(_e4 + 256u)];
    let _e107 = consts[(_e4 + 257u)];
    return Output(select(_e99, ((_e99 * _e107) + (_e103 * _e99.wwww)), vec4<bool>(true, true, true, false)), saturate(_e97));
}
