struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e10 = consts.c[0];
    let _e17 = consts.c[1];
    let _e24 = consts.c[2];
    let _e31 = consts.c[3];
    let _e35 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e17)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e24)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e31)), vec4<bool>(false, false, false, true));
    let _e38 = consts.c[5];
    let _e46 = consts.c[6];
    let _e54 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e38.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e46.xyz)), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 16f, 0.5f).zzzz, vec4<bool>(false, false, true, true));
    let _e69 = vec4<f32>(1f, max(_e54.x, 0f), select(0f, pow(_e54.y, clamp(_e54.w, -128f, 128f)), ((_e54.x > 0f) && (_e54.y > 0f))), 1f);
    let _e73 = consts.c[7];
    let _e78 = consts.c[8];
    let _e80 = in2_.xxxx;
    let _e81 = in2_.yyyy;
    let _e113 = consts.c[256];
    let _e116 = consts.c[257];
    return Output(select(_e35, ((_e35 * _e116) + (_e113 * _e35.wwww)), vec4<bool>(true, true, true, false)), (_e69.yyyy * _e73), (_e69.zzzz * _e78), (((vec4(exp2(in2_.zzzz.x)).zzzz * (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in2_ >= vec4<f32>(0f, 1f, 16f, 0.5f).wwww)) + -(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in2_ < vec4<f32>(0f, 1f, 16f, 0.5f).wwww))))) + vec4<f32>(1f, (_e80.y * _e81.y), _e80.z, _e81.w)) + vec4(log2(abs(in2_.wwww.x))).zzzz));
}
