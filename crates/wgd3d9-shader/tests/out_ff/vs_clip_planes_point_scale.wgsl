enable clip_distances;

struct Constants {
    c: array<vec4<f32>, 67>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
    @location(1) out4_: vec4<f32>,
    @location(2) out5_: vec4<f32>,
    @location(3) out6_: vec4<f32>,
    @location(4) out7_: vec4<f32>,
    @location(5) out8_: vec4<f32>,
    @location(6) out9_: vec4<f32>,
    @location(7) out10_: vec4<f32>,
    @location(10) out11_: vec4<f32>,
    @builtin(clip_distances) clip_distances: array<f32, 2>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(4) in4_: f32) -> Output {
    let _e15 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e19 = consts.c[0];
    let _e25 = consts.c[14];
    let _e30 = consts.c[1];
    let _e36 = consts.c[15];
    let _e41 = consts.c[2];
    let _e47 = consts.c[16];
    let _e52 = consts.c[3];
    let _e56 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e15, _e19)), vec4<bool>(true, false, false, false)), vec4(dot(_e15, _e30)), vec4<bool>(false, true, false, false)), vec4(dot(_e15, _e41)), vec4<bool>(false, false, true, false)), vec4(dot(_e15, _e52)), vec4<bool>(false, false, false, true));
    let _e58 = consts.c[17];
    let _e61 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e15, _e25)), vec4<bool>(true, false, false, false)), vec4(dot(_e15, _e36)), vec4<bool>(false, true, false, false)), vec4(dot(_e15, _e47)), vec4<bool>(false, false, true, false)), vec4(dot(_e15, _e58)), vec4<bool>(false, false, false, true));
    let _e63 = consts.c[18];
    let _e70 = consts.c[19];
    let _e77 = consts.c[20];
    let _e84 = -(_e61);
    let _e89 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e84.xyz, _e84.xyz)), vec4<bool>(true, false, false, false));
    let _e92 = select(_e89, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e89, (_e89 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e103 = consts.c[61];
    let _e108 = consts.c[62];
    let _e113 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(in4_, 0f, 0f, 1f).xxxx, vec4<bool>(true, false, false, false));
    let _e123 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e61.xyz, _e61.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e61.xyz, _e61.xyz)), vec4<bool>(false, true, false, false));
    let _e128 = select(_e123, vec4(inverseSqrt(abs(_e123.y))), vec4<bool>(false, true, false, false));
    let _e134 = select(select(select(_e128, vec4((1f / _e128.y)), vec4<bool>(false, true, false, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, false));
    let _e136 = consts.c[27];
    let _e139 = select(_e134, vec4(dot(_e134, _e136)), vec4<bool>(true, false, false, false));
    let _e148 = select(_e113, (_e113.xxxx * select(_e139, vec4(inverseSqrt(abs(_e139.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false));
    let _e151 = consts.c[26];
    let _e154 = select(_e148, (_e148.xxxx * _e151.wwww), vec4<bool>(true, false, false, false));
    let _e155 = _e154.xxxx;
    let _e156 = _e151.yyyy;
    let _e160 = select(_e154, select(_e156, _e155, (_e155 >= _e156)), vec4<bool>(true, false, false, false)).xxxx;
    let _e161 = _e151.zzzz;
    let _e166 = consts.c[6];
    let _e168 = consts.c[7];
    return Output(select(_e56, ((_e56 * _e168) + (_e166 * _e56.wwww)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), array<f32, 2>(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e61, _e103)), vec4<bool>(true, false, false, false)).x, select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e61, _e108)), vec4<bool>(true, false, false, false)).x));
}
