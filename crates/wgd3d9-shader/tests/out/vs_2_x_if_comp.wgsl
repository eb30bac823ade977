struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e22 = consts[(_e13 + 0u)];
    let _e30 = consts[(_e13 + 1u)];
    let _e39 = consts[(_e13 + 2u)];
    let _e48 = consts[(_e13 + 3u)];
    let _e57 = consts[(_e13 + 5u)];
    let _e63 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e57).xyz)), vec4<bool>(true, false, false, false));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, false, false, true));
    r0_ = _e63;
    r1_ = vec4<f32>(0f, 0.5f, 1f, 0f).xxxx;
    if (_e63.xxxx.x > vec4<f32>(0f, 0.5f, 1f, 0f).xxxx.x) {
        let _e76 = r0_;
        let _e81 = consts[(_e13 + 6u)];
        r1_ = (_e76.xxxx * bitcast<vec4<f32>>(_e81));
    }
    let _e84 = r0_;
    if (_e84.xxxx.x < vec4<f32>(0f, 0.5f, 1f, 0f).yyyy.x) {
        let _e90 = r1_;
        let _e94 = consts[(_e13 + 7u)];
        r1_ = (_e90 + bitcast<vec4<f32>>(_e94));
    } else {
        let _e97 = r1_;
        let _e101 = consts[(_e13 + 8u)];
        r1_ = (_e97 + bitcast<vec4<f32>>(_e101));
    }
    let _e104 = r1_;
    if (_e104.wwww.x >= vec4<f32>(0f, 0.5f, 1f, 0f).zzzz.x) {
        let _e111 = r1_;
        r1_ = select(_e111, vec4<f32>(0f, 0.5f, 1f, 0f).zzzz, vec4<bool>(false, false, false, true));
    }
    let _e113 = r1_;
    let _e115 = o0_;
    let _e119 = consts[(_e13 + 256u)];
    let _e124 = consts[(_e13 + 257u)];
    return Output(select(_e115, ((_e115 * bitcast<vec4<f32>>(_e124)) + (bitcast<vec4<f32>>(_e119) * _e115.wwww)), vec4<bool>(true, true, true, false)), saturate(_e113), (_e9 >> 12u));
}
