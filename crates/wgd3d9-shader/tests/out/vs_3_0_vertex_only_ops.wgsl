struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e16 = consts.c[1];
    let _e22 = consts.c[2];
    let _e28 = consts.c[3];
    let _e32 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, false, true));
    let _e34 = consts.c[5];
    let _e41 = consts.c[6];
    let _e49 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e34.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e41.xyz)), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 16f, 0.5f).zzzz, vec4<bool>(false, false, true, true));
    let _e64 = vec4<f32>(1f, max(_e49.x, 0f), select(0f, pow(_e49.y, clamp(_e49.w, -128f, 128f)), ((_e49.x > 0f) && (_e49.y > 0f))), 1f);
    let _e67 = consts.c[7];
    let _e71 = consts.c[8];
    let _e73 = in2_.xxxx;
    let _e74 = in2_.yyyy;
    let _e103 = consts.c[256];
    let _e105 = consts.c[257];
    return Output(select(_e32, ((_e32 * _e105) + (_e103 * _e32.wwww)), vec4<bool>(true, true, true, false)), (_e64.yyyy * _e67), (_e64.zzzz * _e71), (((vec4(exp2(in2_.z)).zzzz * (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in2_ >= vec4<f32>(0f, 1f, 16f, 0.5f).wwww)) + -(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in2_ < vec4<f32>(0f, 1f, 16f, 0.5f).wwww))))) + vec4<f32>(1f, (_e73.y * _e74.y), _e73.z, _e74.w)) + vec4(log2(abs(in2_.w))).zzzz));
}
