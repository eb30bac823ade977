struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
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
    var o2_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e37 = consts[(_e4 + 3u)];
    let _e47 = consts[(_e4 + 5u)];
    let _e56 = consts[(_e4 + 6u)];
    let _e61 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e47.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e56.xyz)), vec4<bool>(false, true, false, false));
    let _e67 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e61 > vec4<f32>(0f, 1f, 0f, 0f).xxxx)), vec4<bool>(true, true, false, false));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    o2_ = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    r0_ = _e61;
    r1_ = _e67;
    if (_e67.xxxx.x != 0f) {
        let _e79 = r0_;
        let _e84 = consts[(_e4 + 7u)];
        o1_ = (_e79.xxxx * _e84);
    }
    let _e86 = r1_;
    if !((_e86.yyyy.x != 0f)) {
        let _e91 = r0_;
        let _e97 = consts[(_e4 + 8u)];
        o2_ = (-(_e91.yyyy) * _e97);
    }
    let _e99 = o0_;
    let _e103 = consts[(_e4 + 256u)];
    let _e107 = consts[(_e4 + 257u)];
    let _e114 = o1_;
    let _e115 = o2_;
    return Output(select(_e99, ((_e99 * _e107) + (_e103 * _e99.wwww)), vec4<bool>(true, true, true, false)), _e114, _e115);
}
