struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e22 = consts[(_e13 + 0u)];
    let _e30 = consts[(_e13 + 1u)];
    let _e39 = consts[(_e13 + 2u)];
    let _e48 = consts[(_e13 + 3u)];
    let _e59 = consts[(_e13 + 5u)];
    let _e69 = consts[(_e13 + 6u)];
    let _e75 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e59).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e69).xyz)), vec4<bool>(false, true, false, false));
    let _e81 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e75 > vec4<f32>(0f, 1f, 0f, 0f).xxxx)), vec4<bool>(true, true, false, false));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, false, false, true));
    o2_ = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    r0_ = _e75;
    r1_ = _e81;
    if (_e81.xxxx.x != 0f) {
        let _e93 = r0_;
        let _e98 = consts[(_e13 + 7u)];
        o1_ = (_e93.xxxx * bitcast<vec4<f32>>(_e98));
    }
    let _e101 = r1_;
    if !((_e101.yyyy.x != 0f)) {
        let _e106 = r0_;
        let _e112 = consts[(_e13 + 8u)];
        o2_ = (-(_e106.yyyy) * bitcast<vec4<f32>>(_e112));
    }
    let _e115 = o0_;
    let _e119 = consts[(_e13 + 256u)];
    let _e124 = consts[(_e13 + 257u)];
    let _e132 = o1_;
    let _e133 = o2_;
    return Output(select(_e115, ((_e115 * bitcast<vec4<f32>>(_e124)) + (bitcast<vec4<f32>>(_e119) * _e115.wwww)), vec4<bool>(true, true, true, false)), _e132, _e133, (_e9 >> 12u));
}
