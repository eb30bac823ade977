struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e37 = consts[(_e4 + 3u)];
    let _e45 = consts[(_e4 + 4u)];
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    r0_ = _e45;
    if true {
        let _e53 = v1_;
        let _e57 = consts[(_e4 + 6u)];
        let _e64 = r1_;
        let _e65 = select(_e64, saturate(vec4(dot(_e53.xyz, _e57.xyz))), vec4<bool>(true, false, false, false));
        let _e70 = consts[(_e4 + 7u)];
        let _e71 = r0_;
        r1_ = _e65;
        r0_ = ((_e65.xxxx * _e70) + _e71);
    }
    if !(false) {
        let _e76 = r0_;
        let _e80 = consts[(_e4 + 8u)];
        r0_ = (_e76 + _e80);
    }
    if false {
        let _e82 = v2_;
        let _e86 = consts[(_e4 + 5u)];
        o1_ = (_e82 * _e86);
    } else {
        let _e89 = v2_;
        o1_ = _e89;
    }
    let _e90 = r0_;
    let _e91 = o0_;
    let _e95 = consts[(_e4 + 256u)];
    let _e99 = consts[(_e4 + 257u)];
    let _e106 = o1_;
    return Output(select(_e91, ((_e91 * _e99) + (_e95 * _e91.wwww)), vec4<bool>(true, true, true, false)), _e106, _e90);
}
