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
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e21 = consts[(_e13 + 0u)];
    let _e29 = consts[(_e13 + 1u)];
    let _e38 = consts[(_e13 + 2u)];
    let _e47 = consts[(_e13 + 3u)];
    let _e52 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e38))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e47))), vec4<bool>(false, false, false, true));
    let _e53 = vec4<f32>(0f, 0.5f, 1f, -1f).xxxx;
    let _e62 = select(_e53, (_e53 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(0f, 0.5f, 1f, -1f).yyyy)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e70 = select(_e62, (_e62 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ == vec4<f32>(0f, 0.5f, 1f, -1f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e78 = select(_e70, (_e70 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ >= vec4<f32>(0f, 0.5f, 1f, -1f).zzzz)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e81 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0f, 0.5f, 1f, -1f).wwww));
    let _e86 = select(_e78, (_e78 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e81.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e91 = select(_e81, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ != vec4<f32>(0f, 0.5f, 1f, -1f).xxxx)), vec4<bool>(true, true, false, false));
    let _e97 = select(_e86, select(_e86, (_e86 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e91.xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e112 = consts[(_e13 + 256u)];
    let _e117 = consts[(_e13 + 257u)];
    return Output(select(_e52, ((_e52 * bitcast<vec4<f32>>(_e117)) + (bitcast<vec4<f32>>(_e112) * _e52.wwww)), vec4<bool>(true, true, true, false)), select(_e97, select(_e97, (_e97 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(_e91, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ <= vec4<f32>(0f, 0.5f, 1f, -1f).yyyy)), vec4<bool>(false, false, true, true)).xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, true)), (_e9 >> 12u));
}
