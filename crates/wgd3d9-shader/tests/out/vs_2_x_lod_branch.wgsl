struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e14 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e38 = consts[(_e4 + 3u)];
    let _e42 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e14)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e38)), vec4<bool>(false, false, false, true));
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    r0_ = _e42;
    o0_ = _e42;
    if (_e42.wwww.x > vec4<f32>(50f, 0f, 1f, 16f).xxxx.x) {
        let _e57 = consts[(_e4 + 5u)];
        o1_ = _e57;
    } else {
        let _e61 = consts[(_e4 + 6u)];
        let _e62 = v0_;
        let _e64 = (_e61 + -(_e62));
        let _e67 = dot(_e64.xyz, _e64.xyz);
        let _e75 = r2_;
        let _e77 = select(_e75, select((_e64 * vec4(inverseSqrt(_e67))), vec4<f32>(0f, 0f, 0f, 0f), (_e67 == 0f)), vec4<bool>(true, true, true, false));
        let _e78 = v1_;
        let _e84 = r3_;
        let _e85 = select(_e84, vec4(dot(_e78.xyz, _e77.xyz)), vec4<bool>(true, false, false, false));
        let _e86 = _e85.xxxx;
        let _e87 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e94 = consts[(_e4 + 7u)];
        let _e96 = (_e94 + -(_e62));
        let _e99 = dot(_e96.xyz, _e96.xyz);
        let _e106 = r5_;
        let _e107 = select(_e106, select((_e96 * vec4(inverseSqrt(_e99))), vec4<f32>(0f, 0f, 0f, 0f), (_e99 == 0f)), vec4<bool>(true, true, true, false));
        let _e109 = select(_e107, (_e107 + _e77), vec4<bool>(true, true, true, false));
        let _e112 = dot(_e109.xyz, _e109.xyz);
        let _e119 = r6_;
        let _e120 = select(_e119, select((_e109 * vec4(inverseSqrt(_e112))), vec4<f32>(0f, 0f, 0f, 0f), (_e112 == 0f)), vec4<bool>(true, true, true, false));
        let _e125 = select(select(_e85, select(_e87, _e86, (_e86 >= _e87)), vec4<bool>(true, false, false, false)), vec4(dot(_e78.xyz, _e120.xyz)), vec4<bool>(false, true, false, false));
        let _e126 = _e125.yyyy;
        let _e127 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e130 = select(_e125, select(_e127, _e126, (_e126 >= _e127)), vec4<bool>(false, true, false, false));
        let _e133 = abs(_e130.y);
        let _e145 = select(_e130, vec4(min(select(select(pow(_e133, vec4<f32>(50f, 0f, 1f, 16f).w), 340282350000000000000000000000000000000f, ((_e133 == 0f) && (vec4<f32>(50f, 0f, 1f, 16f).w < 0f))), 1f, (vec4<f32>(50f, 0f, 1f, 16f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e150 = consts[(_e4 + 8u)];
        let _e151 = (_e145.xxxx * _e150);
        let _e156 = consts[(_e4 + 9u)];
        r1_ = _e64;
        r2_ = _e77;
        r3_ = _e145;
        r4_ = _e96;
        r5_ = _e109;
        r6_ = _e120;
        r7_ = _e151;
        o1_ = ((_e145.zzzz * _e156) + _e151);
    }
    let _e162 = v2_;
    let _e164 = o2_;
    let _e167 = o1_;
    let _e169 = o0_;
    let _e173 = consts[(_e4 + 256u)];
    let _e177 = consts[(_e4 + 257u)];
    return Output(select(_e169, ((_e169 * _e177) + (_e173 * _e169.wwww)), vec4<bool>(true, true, true, false)), saturate(_e167), select(_e164, _e162, vec4<bool>(true, true, false, false)));
}
