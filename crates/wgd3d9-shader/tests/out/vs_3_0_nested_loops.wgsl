struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var rep_count: i32;
    var loop_count_1: i32;
    var loop_step_1: i32;
    var r3_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e39 = consts[(_e4 + 3u)];
    let _e49 = vec4<i32>(3i, 0i, 1i, 0i);
    loop_count = clamp(_e49.x, 0i, 255i);
    loop_step = _e49.z;
    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e12))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0.5f, 0f, 0f).xxxx;
    r1_ = vec4<f32>(0f, 0.5f, 0f, 0f);
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e49.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e66 = loop_count;
        if (_e66 <= 0i) {
            break;
        }
        loop_count = (_e66 - 1i);
        rep_count = clamp(vec4<i32>(2i, 0i, 0i, 0i).x, 0i, 255i);
        loop {
            let _e74 = rep_count;
            if (_e74 <= 0i) {
                break;
            }
            rep_count = (_e74 - 1i);
            let _e77 = r0_;
            let _e78 = r2_;
            let _e82 = (i32(_e78.x) + 10i);
            let _e88 = consts[(_e4 + min(u32(_e82), 265u))];
            let _e94 = vec4<i32>(4i, 4i, 1i, 0i);
            loop_count_1 = clamp(_e94.x, 0i, 255i);
            loop_step_1 = _e94.z;
            let _e104 = r3_;
            r0_ = (_e77 + select(bitcast<vec4<f32>>(_e88), vec4<f32>(0f, 0.5f, 0f, 0f), (_e82 == 4i)));
            r3_ = select(_e104, vec4(f32(_e94.y)), vec4<bool>(true, false, false, false));
            loop {
                let _e106 = loop_count_1;
                if (_e106 <= 0i) {
                    break;
                }
                loop_count_1 = (_e106 - 1i);
                let _e109 = r0_;
                let _e110 = r1_;
                let _e112 = r3_;
                let _e115 = (i32(_e112.x) + 10i);
                let _e120 = consts[(_e4 + min(u32(_e115), 265u))];
                let _e126 = loop_step_1;
                r0_ = ((_e109 * _e110.yyyy) + select(bitcast<vec4<f32>>(_e120), vec4<f32>(0f, 0.5f, 0f, 0f), (_e115 == 4i)));
                r3_ = select(_e112, vec4((_e112.x + f32(_e126))), vec4<bool>(true, false, false, false));
            }
        }
        let _e132 = loop_step;
        let _e134 = r2_;
        r2_ = select(_e134, vec4((_e134.x + f32(_e132))), vec4<bool>(true, false, false, false));
    }
    let _e139 = r0_;
    let _e140 = o0_;
    let _e144 = consts[(_e4 + 256u)];
    let _e149 = consts[(_e4 + 257u)];
    return Output(select(_e140, ((_e140 * bitcast<vec4<f32>>(_e149)) + (bitcast<vec4<f32>>(_e144) * _e140.wwww)), vec4<bool>(true, true, true, false)), _e139);
}
