struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e21 = consts[(_e13 + 0u)];
    let _e29 = consts[(_e13 + 1u)];
    let _e38 = consts[(_e13 + 2u)];
    let _e47 = consts[(_e13 + 3u)];
    rep_count = clamp(vec4<i32>(3i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e38))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e47))), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    loop {
        let _e64 = rep_count;
        if (_e64 <= 0i) {
            break;
        }
        rep_count = (_e64 - 1i);
        let _e68 = r0_;
        let _e69 = (_e68 * _e68);
        r1_ = _e69;
        r0_ = (((_e69 * vec4<f32>(0.5f, 0.25f, 0f, 1f).yyyy) + _e68) * vec4<f32>(0.5f, 0.25f, 0f, 1f).xxxx);
    }
    let _e76 = r0_;
    let _e77 = o0_;
    let _e81 = consts[(_e13 + 256u)];
    let _e86 = consts[(_e13 + 257u)];
    return Output(select(_e77, ((_e77 * bitcast<vec4<f32>>(_e86)) + (bitcast<vec4<f32>>(_e81) * _e77.wwww)), vec4<bool>(true, true, true, false)), _e76, (_e9 >> 12u));
}
