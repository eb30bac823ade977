enable clip_distances;

struct Immediates {
    vs: u32,
    ps: u32,
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
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(4) in4_: f32) -> Output {
    let _e4 = imm.vs;
    let _e17 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e23 = consts[(_e4 + 0u)];
    let _e31 = consts[(_e4 + 14u)];
    let _e38 = consts[(_e4 + 1u)];
    let _e46 = consts[(_e4 + 15u)];
    let _e53 = consts[(_e4 + 2u)];
    let _e61 = consts[(_e4 + 16u)];
    let _e68 = consts[(_e4 + 3u)];
    let _e72 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e17, _e23)), vec4<bool>(true, false, false, false)), vec4(dot(_e17, _e38)), vec4<bool>(false, true, false, false)), vec4(dot(_e17, _e53)), vec4<bool>(false, false, true, false)), vec4(dot(_e17, _e68)), vec4<bool>(false, false, false, true));
    let _e76 = consts[(_e4 + 17u)];
    let _e79 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e17, _e31)), vec4<bool>(true, false, false, false)), vec4(dot(_e17, _e46)), vec4<bool>(false, true, false, false)), vec4(dot(_e17, _e61)), vec4<bool>(false, false, true, false)), vec4(dot(_e17, _e76)), vec4<bool>(false, false, false, true));
    let _e83 = consts[(_e4 + 18u)];
    let _e92 = consts[(_e4 + 19u)];
    let _e101 = consts[(_e4 + 20u)];
    let _e108 = -(_e79);
    let _e113 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e108.xyz, _e108.xyz)), vec4<bool>(true, false, false, false));
    let _e116 = select(_e113, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e113, (_e113 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e129 = consts[(_e4 + 61u)];
    let _e136 = consts[(_e4 + 62u)];
    let _e141 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(in4_, 0f, 0f, 1f).xxxx, vec4<bool>(true, false, false, false));
    let _e151 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e79.xyz, _e79.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e79.xyz, _e79.xyz)), vec4<bool>(false, true, false, false));
    let _e156 = select(_e151, vec4(inverseSqrt(abs(_e151.y))), vec4<bool>(false, true, false, false));
    let _e162 = select(select(select(_e156, vec4((1f / _e156.y)), vec4<bool>(false, true, false, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, false));
    let _e166 = consts[(_e4 + 27u)];
    let _e169 = select(_e162, vec4(dot(_e162, _e166)), vec4<bool>(true, false, false, false));
    let _e178 = select(_e141, (_e141.xxxx * select(_e169, vec4(inverseSqrt(abs(_e169.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false));
    let _e183 = consts[(_e4 + 26u)];
    let _e186 = select(_e178, (_e178.xxxx * _e183.wwww), vec4<bool>(true, false, false, false));
    let _e187 = _e186.xxxx;
    let _e188 = _e183.yyyy;
    let _e192 = select(_e186, select(_e188, _e187, (_e187 >= _e188)), vec4<bool>(true, false, false, false)).xxxx;
    let _e193 = _e183.zzzz;
    let _e200 = consts[(_e4 + 6u)];
    let _e204 = consts[(_e4 + 7u)];
    return Output(select(_e72, ((_e72 * _e204) + (_e200 * _e72.wwww)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), array<f32, 2>(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e79, _e129)), vec4<bool>(true, false, false, false)).x, select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e79, _e136)), vec4<bool>(true, false, false, false)).x));
}
